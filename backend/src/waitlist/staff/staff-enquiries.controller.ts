import { Body, Controller, Get, Param, ParseIntPipe, Patch, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audit } from '../../access/audit.decorator';
import { AuditContext } from '../../common/audit/audit-context';
import { ContactQueryDto, WaitlistQueryDto } from '../dto/enquiry-query.dto';
import {
  ContactEnquiryResponseDto,
  ContactPageResponseDto,
  WaitlistEnquiryResponseDto,
  WaitlistPageResponseDto,
} from '../dto/enquiry-response.dto';
import { MarkContactedDto, MarkReadDto } from '../dto/update-enquiry.dto';
import { EnquiriesInboxService } from '../enquiries-inbox.service';
import { Access } from '../../access/access.decorator';

/** Enquiries are the firm's shared inbox: every staff role may work it. */
@Controller('staff/enquiries')
@ApiTags('staff')
@Access.staff()
export class StaffEnquiriesController {
  constructor(private readonly enquiries: EnquiriesInboxService) {}

  @ApiOperation({ summary: 'List sign-up enquiries' })
  @Get('waitlist')
  @ApiOkResponse({ type: WaitlistPageResponseDto, description: 'Newest first' })
  listWaitlist(@Query() query: WaitlistQueryDto): Promise<WaitlistPageResponseDto> {
    return this.enquiries.listWaitlist(query);
  }

  @ApiOperation({ summary: 'Mark a sign-up enquiry contacted' })
  @Patch('waitlist/:id')
  @ApiOkResponse({ type: WaitlistEnquiryResponseDto })
  @ApiNotFoundResponse({ description: 'No such enquiry' })
  setContacted(
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: MarkContactedDto,
    @Audit() audit: AuditContext,
  ): Promise<WaitlistEnquiryResponseDto> {
    return this.enquiries.setContacted(id, dto, audit);
  }

  @ApiOperation({ summary: 'List contact enquiries' })
  @Get('contact')
  @ApiOkResponse({ type: ContactPageResponseDto, description: 'Newest first' })
  listContact(@Query() query: ContactQueryDto): Promise<ContactPageResponseDto> {
    return this.enquiries.listContact(query);
  }

  @ApiOperation({ summary: 'Mark a contact enquiry read' })
  @Patch('contact/:id')
  @ApiOkResponse({ type: ContactEnquiryResponseDto })
  @ApiNotFoundResponse({ description: 'No such message' })
  setRead(
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: MarkReadDto,
    @Audit() audit: AuditContext,
  ): Promise<ContactEnquiryResponseDto> {
    return this.enquiries.setRead(id, dto, audit);
  }
}
