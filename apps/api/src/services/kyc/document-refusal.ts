/** Why an uploaded document was refused; its message is the upload's 400 message for `file`. */
export class DocumentRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentRefusal';
  }
}
